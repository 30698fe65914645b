/** A browser and a system a player recognises ("Firefox", "Windows") from a User-Agent header, or null. */
export function describeUserAgent(userAgent: string): { browser: string | null; os: string | null } {
  // Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
  const browsers: [RegExp, string][] = [
    [/Edg(e|A|iOS)?\//, 'Edge'],
    [/OPR\/|Opera/, 'Opera'],
    [/SamsungBrowser\//, 'Samsung Internet'],
    [/Firefox\/|FxiOS\//, 'Firefox'],
    [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
    [/Version\/[\d.]+.*Safari\//, 'Safari'],
  ];
  const systems: [RegExp, string][] = [
    [/Windows/, 'Windows'],
    [/Android/, 'Android'],
    [/iPhone|iPad|iPod/, 'iOS'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/CrOS/, 'ChromeOS'],
    [/Linux/, 'Linux'],
  ];
  return {
    browser: browsers.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null,
    os: systems.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null,
  };
}
