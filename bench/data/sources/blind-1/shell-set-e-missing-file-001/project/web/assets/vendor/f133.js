/* asset 133 */ export default 1;
/* asset 133 */ export default 1;
/* asset 133 */ export default 1;
/* asset 133 */ export default 1;
