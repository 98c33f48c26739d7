// A rule of the domain that reaches up into an app.
import { pageTitle } from '../../../shell/src/page';

export const ruleTitle = pageTitle.toUpperCase();
