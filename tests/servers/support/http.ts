import { request } from 'node:http'

export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  /** Header names as sent, lower case, one entry per occurrence (to catch duplicates). */
  headerNames: string[]
  /** The body as it came over the wire (still compressed when Content-Encoding says so). */
  body: Buffer
}

/** A bare GET: no redirect followed, no decompression, only the headers given. */
export function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          headerNames: res.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase()),
          body: Buffer.concat(chunks),
        }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}
