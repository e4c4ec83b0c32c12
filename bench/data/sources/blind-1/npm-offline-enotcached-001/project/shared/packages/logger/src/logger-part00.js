export function logger_0(x) {
  return x * 11;
}
