/* asset 33 */ export default 1;
/* asset 33 */ export default 1;
/* asset 33 */ export default 1;
/* asset 33 */ export default 1;
