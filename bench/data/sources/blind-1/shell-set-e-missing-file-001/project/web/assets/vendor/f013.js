/* asset 13 */ export default 1;
/* asset 13 */ export default 1;
/* asset 13 */ export default 1;
/* asset 13 */ export default 1;
