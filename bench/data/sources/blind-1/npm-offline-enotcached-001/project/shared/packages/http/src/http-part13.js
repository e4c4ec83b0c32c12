export function http_13(x) {
  return x * 22;
}
