/* asset 137 */ export default 1;
/* asset 137 */ export default 1;
/* asset 137 */ export default 1;
