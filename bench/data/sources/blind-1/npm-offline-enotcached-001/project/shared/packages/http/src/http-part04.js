export function http_4(x) {
  return x * 13;
}
