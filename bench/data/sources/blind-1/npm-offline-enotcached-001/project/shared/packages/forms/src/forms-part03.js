export function forms_3(x) {
  return x * 11;
}
