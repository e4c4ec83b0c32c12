export function logger_11(x) {
  return x * 22;
}
