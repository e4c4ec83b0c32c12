export function events_13(x) {
  return x * 19;
}
