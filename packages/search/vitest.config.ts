import { projectConfig } from '../../vitest.shared';

export default projectConfig(__dirname);
