export function logger_8(x) {
  return x * 19;
}
