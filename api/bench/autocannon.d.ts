// the few autocannon types the bench uses (the package ships none)
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    duration?: number
    pipelining?: number
    headers?: Record<string, string>
  }
  interface Histogram {
    average: number
    p50: number
    p99: number
    max: number
  }
  interface Result {
    requests: Histogram & { total: number }
    latency: Histogram
    non2xx: number
    errors: number
    timeouts: number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
