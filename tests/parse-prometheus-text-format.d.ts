// The package ships no types; this is the shape its README documents.
declare module "parse-prometheus-text-format" {
  type Metric = { value?: string; labels?: Record<string, string>; buckets?: Record<string, string>; count?: string; sum?: string };
  type Family = { name: string; help: string; type: string; metrics: Metric[] };
  export default function parsePrometheusTextFormat(text: string): Family[];
}
