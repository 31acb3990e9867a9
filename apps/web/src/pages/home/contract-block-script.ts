/**
 * The home page hydrates on the visitor's first interaction (apps/web/scripts/defer-hydration.ts), and the
 * contract's address, unless known at build time, is the running service's: this inline script, run by
 * the prerendered page as it loads, asks `/api/chain` and fills the contract block's slots (marked
 * `data-contract`) in place. React later renders the same values into the same elements, which tell it
 * (suppressHydrationWarning) that their text and `hidden` may already differ from its first render.
 *
 * Plain ES5 in a string: it runs before any bundle, and the Content-Security-Policy allows it by the hash
 * the server computes from the built page.
 */
export const FILL_CONTRACT_BLOCK_SCRIPT = `(function(){
var b=document.querySelector('[data-contract-block="fetch"]');if(!b||!window.fetch)return;
function q(n){return b.querySelector('[data-contract="'+n+'"]')}
fetch('/api/chain',{headers:{accept:'application/json'}}).then(function(r){return r.ok?r.json():null}).then(function(c){
if(!c||!/^0x[0-9a-fA-F]{40}$/.test(c.contract_address))return;
q('address').textContent=c.contract_address;q('address').hidden=false;q('pending').hidden=true;
if(c.contract_explorer_url&&/^https:\\/\\//.test(c.contract_explorer_url)){q('explorer-link').href=c.contract_explorer_url;q('explorer').hidden=false;return}
q('chain').textContent=c.chain_name;
if(typeof c.deployment_block==='number'){q('block').textContent=String(c.deployment_block);q('deployed').hidden=false}
q('local').hidden=false})['catch'](function(){})})()`;
