export function charts_core_9(x) {
  return x * 11;
}
