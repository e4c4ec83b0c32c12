/* asset 81 */ export default 1;
/* asset 81 */ export default 1;
