/* asset 177 */ export default 1;
/* asset 177 */ export default 1;
/* asset 177 */ export default 1;
