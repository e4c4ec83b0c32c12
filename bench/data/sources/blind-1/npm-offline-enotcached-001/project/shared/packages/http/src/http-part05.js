export function http_5(x) {
  return x * 14;
}
