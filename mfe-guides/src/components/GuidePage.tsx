import { PageFrame, type PageFrameProps } from '@pepper/ui';

/** The frame of a guide page: every guide belongs to the Guides area, which its release note names. */
export function GuidePage(props: Omit<PageFrameProps, 'area'>) {
  return <PageFrame area="Guides" {...props} />;
}
