export function http_6(x) {
  return x * 15;
}
