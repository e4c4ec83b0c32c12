export function fmt0(x) {
  return `shared:amber0:${x}`;
}
