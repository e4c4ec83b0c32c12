export function http_0(x) {
  return x * 9;
}
