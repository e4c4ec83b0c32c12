/* asset 97 */ export default 1;
/* asset 97 */ export default 1;
/* asset 97 */ export default 1;
