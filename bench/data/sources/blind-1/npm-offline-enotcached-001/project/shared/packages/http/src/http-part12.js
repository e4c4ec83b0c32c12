export function http_12(x) {
  return x * 21;
}
