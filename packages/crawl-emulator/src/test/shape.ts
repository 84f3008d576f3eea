/**
 * Differences in shape between an answer and a recorded sample: the same keys at every level, with
 * the same JSON types. Arrays compare their first elements when both have one.
 */
export function shapeDifferences(actual: unknown, sample: unknown, path = "$"): string[] {
  const actualType = jsonType(actual);
  const sampleType = jsonType(sample);
  if (actualType !== sampleType) return [`${path}: ${actualType} instead of ${sampleType}`];
  if (Array.isArray(actual) && Array.isArray(sample)) {
    return actual.length > 0 && sample.length > 0
      ? shapeDifferences(actual[0], sample[0], `${path}[0]`)
      : [];
  }
  if (actualType !== "object") return [];
  const actualObject = actual as Record<string, unknown>;
  const sampleObject = sample as Record<string, unknown>;
  const differences: string[] = [];
  for (const key of Object.keys(sampleObject)) {
    if (!(key in actualObject)) differences.push(`${path}.${key}: missing`);
    else
      differences.push(...shapeDifferences(actualObject[key], sampleObject[key], `${path}.${key}`));
  }
  for (const key of Object.keys(actualObject)) {
    if (!(key in sampleObject)) differences.push(`${path}.${key}: not in the sample`);
  }
  return differences;
}

function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}
