/* asset 17 */ export default 1;
/* asset 17 */ export default 1;
/* asset 17 */ export default 1;
