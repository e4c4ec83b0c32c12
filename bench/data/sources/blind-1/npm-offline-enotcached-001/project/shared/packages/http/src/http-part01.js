export function http_1(x) {
  return x * 10;
}
