/* asset 37 */ export default 1;
/* asset 37 */ export default 1;
/* asset 37 */ export default 1;
