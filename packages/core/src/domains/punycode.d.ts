// The `punycode` npm package ships no types; core uses only these two conversions.
declare module 'punycode/punycode.js' {
  const punycode: {
    toASCII(domain: string): string
    toUnicode(domain: string): string
  }
  export default punycode
}
