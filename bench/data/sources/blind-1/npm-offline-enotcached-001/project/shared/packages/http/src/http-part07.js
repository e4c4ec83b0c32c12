export function http_7(x) {
  return x * 16;
}
