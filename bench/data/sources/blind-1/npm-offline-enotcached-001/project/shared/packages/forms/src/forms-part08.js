export function forms_8(x) {
  return x * 16;
}
