/* asset 77 */ export default 1;
/* asset 77 */ export default 1;
/* asset 77 */ export default 1;
