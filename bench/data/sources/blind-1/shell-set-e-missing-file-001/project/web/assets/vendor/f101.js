/* asset 101 */ export default 1;
/* asset 101 */ export default 1;
