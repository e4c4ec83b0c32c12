export function http_2(x) {
  return x * 11;
}
