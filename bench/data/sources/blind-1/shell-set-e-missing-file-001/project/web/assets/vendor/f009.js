/* asset 9 */ export default 1;
/* asset 9 */ export default 1;
/* asset 9 */ export default 1;
/* asset 9 */ export default 1;
/* asset 9 */ export default 1;
