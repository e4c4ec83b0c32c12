export function http_11(x) {
  return x * 20;
}
