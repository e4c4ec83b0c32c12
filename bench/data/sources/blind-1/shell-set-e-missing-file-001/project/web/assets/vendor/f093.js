/* asset 93 */ export default 1;
/* asset 93 */ export default 1;
/* asset 93 */ export default 1;
/* asset 93 */ export default 1;
