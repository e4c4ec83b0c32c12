/* asset 29 */ export default 1;
/* asset 29 */ export default 1;
/* asset 29 */ export default 1;
/* asset 29 */ export default 1;
/* asset 29 */ export default 1;
