export function http_3(x) {
  return x * 12;
}
