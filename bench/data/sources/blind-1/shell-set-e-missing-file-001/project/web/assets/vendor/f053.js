/* asset 53 */ export default 1;
/* asset 53 */ export default 1;
/* asset 53 */ export default 1;
/* asset 53 */ export default 1;
