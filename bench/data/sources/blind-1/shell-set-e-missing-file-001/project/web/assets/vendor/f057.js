/* asset 57 */ export default 1;
/* asset 57 */ export default 1;
/* asset 57 */ export default 1;
