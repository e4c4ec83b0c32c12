export function http_10(x) {
  return x * 19;
}
