/* asset 73 */ export default 1;
/* asset 73 */ export default 1;
/* asset 73 */ export default 1;
/* asset 73 */ export default 1;
