import dns2 from 'dns2'

const { Packet } = dns2

/**
 * Zone data of the test server: per name, TXT strings, NS hosts and A addresses; absent names
 * are NXDOMAIN; `servfail` answers SERVFAIL (a resolver failure, not an answer).
 */
export type TestZone = Map<
  string,
  {
    txt?: string[]
    ns?: string[]
    a?: string[]
    aaaa?: string[]
    cname?: string[]
    servfail?: boolean
  }
>

/**
 * A real DNS server on 127.0.0.1 (UDP, a free port) answering from `zone`, for tests of
 * ownership proof and registration checks (DESIGN.md §7). Mutate `zone` between lookups.
 */
export async function startDnsTestServer() {
  const zone: TestZone = new Map()
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request)
      const [question] = request.questions
      const name = (question?.name ?? '').toLowerCase().replace(/\.$/, '')
      const entry = zone.get(name)
      if (!question || entry === undefined) {
        response.header.rcode = 3 // NXDOMAIN
      } else if (entry.servfail) {
        response.header.rcode = 2 // SERVFAIL
      } else if (question.type === Packet.TYPE.A) {
        for (const address of entry.a ?? []) {
          response.answers.push({
            name: question.name,
            type: Packet.TYPE.A,
            class: Packet.CLASS.IN,
            ttl: 60,
            address,
          } as never)
        }
      } else if (question.type === Packet.TYPE.AAAA) {
        for (const address of entry.aaaa ?? []) {
          response.answers.push({
            name: question.name,
            type: Packet.TYPE.AAAA,
            class: Packet.CLASS.IN,
            ttl: 60,
            address,
          } as never)
        }
      } else if (question.type === Packet.TYPE.CNAME) {
        for (const domain of entry.cname ?? []) {
          response.answers.push({
            name: question.name,
            type: Packet.TYPE.CNAME,
            class: Packet.CLASS.IN,
            ttl: 60,
            domain,
          } as never)
        }
      } else if (question.type === Packet.TYPE.TXT) {
        for (const data of entry.txt ?? []) {
          response.answers.push({
            name: question.name,
            type: Packet.TYPE.TXT,
            class: Packet.CLASS.IN,
            ttl: 60,
            data,
          } as never)
        }
      } else if (question.type === Packet.TYPE.NS) {
        for (const ns of entry.ns ?? []) {
          response.answers.push({
            name: question.name,
            type: Packet.TYPE.NS,
            class: Packet.CLASS.IN,
            ttl: 60,
            ns,
          } as never)
        }
      }
      send(response)
    },
  })
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } })
  const address = server.addresses().udp as { port: number }
  return {
    zone,
    address: `127.0.0.1:${address.port}`,
    close: () => server.close(),
  }
}
