import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** Where "Let us know" links lead: REPORT_URL from site.settings.ts, which the config passes as customFields.reportUrl. */
export function useReportUrl(): string {
  const {siteConfig} = useDocusaurusContext();
  return useBaseUrl(String(siteConfig.customFields!.reportUrl));
}
