export function routing_3(x) {
  return x * 16;
}
