export function http_8(x) {
  return x * 17;
}
