/* asset 41 */ export default 1;
/* asset 41 */ export default 1;
