export function http_9(x) {
  return x * 18;
}
